import type { FuelAssessment, FuelAssessmentBoard, FuelAssessmentInput, FuelAssessmentList, FuelAssessmentPort, FuelAssessmentProduct } from '@ctp/domain/fuel-assessments';
import { adminToken, DEMO_ACCOUNTS } from './accounts';
import { apiCall, apiToken } from './api';

/** The desk enters an assessment through its API (POST /admin/fuel-assessments), as Admin › Fuel Prices does. */
export async function enterAssessment(input: FuelAssessmentInput): Promise<FuelAssessment> {
  return apiCall<FuelAssessment>('POST', '/admin/fuel-assessments', { token: await adminToken(), body: input });
}

/**
 * Deletes through the desk's API the assessments of a product at a port (of one day, if given): the clean-up of a
 * test, which may have stopped before deleting what it entered in the browser (the e2e server is shared by a worker's files).
 */
export async function deleteAssessments({ product, port, day }: { product: FuelAssessmentProduct; port: FuelAssessmentPort; day?: string }): Promise<void> {
  const token = await adminToken();
  const { assessments } = await apiCall<FuelAssessmentList>('GET', `/admin/fuel-assessments?product=${encodeURIComponent(product)}&port=${port}&limit=100`, { token });
  for (const assessment of assessments.filter((a) => day === undefined || a.day === day)) await apiCall('DELETE', `/admin/fuel-assessments/${assessment.id}`, { token });
}

/** The board of the latest assessments as a trader's portal reads it (GET /api/v1/market/fuel-assessments). */
export async function fuelBoard(): Promise<FuelAssessmentBoard> {
  return apiCall<FuelAssessmentBoard>('GET', '/api/v1/market/fuel-assessments', { token: await apiToken(DEMO_ACCOUNTS.trader) });
}
