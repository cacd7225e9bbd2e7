import {
  FUEL_ASSESSMENT_ERROR_CODES,
  FUEL_ASSESSMENT_PORTS,
  FUEL_ASSESSMENT_PRODUCTS,
  FUEL_ASSESSMENT_TEXTS,
  dayBefore,
  daysBetween,
  muscatToday,
  pageCount,
  type FuelAssessment,
  type FuelAssessmentBoard,
  type FuelAssessmentHistory,
  type FuelAssessmentList,
  type FuelBoardEntry,
  type ValidFuelAssessmentHistoryQuery,
  type ValidFuelAssessmentInput,
  type ValidFuelAssessmentListQuery,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Principal } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { AssessmentFields, DayPrice, FuelAssessmentsRepository } from './repository';

export interface FuelAssessmentServiceDeps {
  repo: FuelAssessmentsRepository;
  audit: Pick<AuditLog, 'record'>;
  now: () => number;
}

const notFound = () => AppError.notFound(FUEL_ASSESSMENT_TEXTS.notFound);

const fieldsOf = (input: ValidFuelAssessmentInput): AssessmentFields => ({ ...input, note: input.note ?? null });

/** What the audit trail keeps of an assessment: enough to tell what a price was before an edit or a deletion. */
const audited = (a: FuelAssessment) => ({ product: a.product, port: a.port, day: a.day, price: a.price, note: a.note });

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The latest of each product and port, in the tables' order, with the change from the assessment before it. */
function boardEntries(newestFirst: DayPrice[], today: string): FuelBoardEntry[] {
  return FUEL_ASSESSMENT_PRODUCTS.flatMap((product) =>
    FUEL_ASSESSMENT_PORTS.flatMap((port): FuelBoardEntry[] => {
      const [latest, previous] = newestFirst.filter((p) => p.product === product && p.port === port);
      if (!latest) return [];
      const change = previous ? round2(latest.price - previous.price) : null;
      return [
        {
          product,
          port,
          day: latest.day,
          price: latest.price,
          currency: latest.currency,
          basis: latest.note,
          previous: previous ? { day: previous.day, price: previous.price } : null,
          change,
          changePercent: previous && change !== null ? round2((change / previous.price) * 100) : null,
          ageDays: Math.max(0, daysBetween(latest.day, today)),
        },
      ];
    }),
  );
}

/**
 * The desk's fuel price assessments: administrators enter, correct and delete them (each audited); every signed-in
 * user reads the latest board and a product's history at a port.
 */
export function createFuelAssessmentService({ repo, audit, now }: FuelAssessmentServiceDeps) {
  /** 409: another assessment holds the product, port and day; its id goes along, so a client can offer to edit it. */
  async function heldAlready(fields: AssessmentFields): Promise<AppError> {
    const held = await repo.findByKey(fields);
    return new AppError(409, FUEL_ASSESSMENT_ERROR_CODES.exists, FUEL_ASSESSMENT_TEXTS.exists(fields.product, fields.port, fields.day), held && { id: held.id });
  }

  async function found(id: string): Promise<FuelAssessment> {
    const assessment = await repo.find(id);
    if (!assessment) throw notFound();
    return assessment;
  }

  return {
    async list(query: ValidFuelAssessmentListQuery): Promise<FuelAssessmentList> {
      const { items, total } = await repo.list({ product: query.product, port: query.port, offset: (query.page - 1) * query.limit, limit: query.limit });
      return { assessments: items, total, page: query.page, totalPages: pageCount(total, query.limit) };
    },

    async create(admin: Principal, input: ValidFuelAssessmentInput, ip: string | null): Promise<FuelAssessment> {
      const fields = fieldsOf(input);
      const created = await repo.insert(fields, admin.id, nowIso(now()));
      if (!created) throw await heldAlready(fields);
      await audit.record({ action: 'admin.fuel_assessment.created', actorId: admin.id, actorEmail: admin.email, target: created.id, ip, details: audited(created) });
      return created;
    },

    async update(admin: Principal, id: string, input: ValidFuelAssessmentInput, ip: string | null): Promise<FuelAssessment> {
      const before = await found(id);
      const fields = fieldsOf(input);
      const updated = await repo.update(id, fields, nowIso(now()));
      if (updated === 'missing') throw notFound();
      if (updated === 'taken') throw await heldAlready(fields);
      await audit.record({
        action: 'admin.fuel_assessment.updated',
        actorId: admin.id,
        actorEmail: admin.email,
        target: id,
        ip,
        details: { before: audited(before), after: audited(updated) },
      });
      return updated;
    },

    async delete(admin: Principal, id: string, ip: string | null): Promise<void> {
      const before = await found(id);
      if (!(await repo.delete(id))) throw notFound();
      await audit.record({ action: 'admin.fuel_assessment.deleted', actorId: admin.id, actorEmail: admin.email, target: id, ip, details: audited(before) });
    },

    async board(): Promise<FuelAssessmentBoard> {
      const today = muscatToday(now());
      return { today, entries: boardEntries(await repo.latestTwoEach(), today) };
    },

    async history(query: ValidFuelAssessmentHistoryQuery): Promise<FuelAssessmentHistory> {
      const fromDay = dayBefore(muscatToday(now()), query.days - 1);
      const points = await repo.history(query.product, query.port, fromDay);
      return { product: query.product, port: query.port, currency: 'USD', points: points.map(({ day, price }) => ({ day, price })) };
    },
  };
}

export type FuelAssessmentService = ReturnType<typeof createFuelAssessmentService>;
