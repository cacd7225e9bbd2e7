import { zodResolver } from '@hookform/resolvers/zod';
import { RATING_LIMITS, RATING_TEXTS, rateDealRequestSchema, type Deal, type DealRating as Rating, type RateDealInput } from '@ctp/domain';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { FieldGroup } from '@/components/ui/field-frame';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useRatings } from '../api/get-ratings';
import { useRateDeal } from '../api/rate-deal';
import { partyName } from '../deal-format';
import { dealTexts } from '../texts';

const SCORES = Array.from({ length: RATING_LIMITS.maxScore - RATING_LIMITS.minScore + 1 }, (_, i) => RATING_LIMITS.minScore + i);

interface RatingFormValues {
  score: string;
  comment: string;
}

/** The form's text as the request (no choice is no score), checked with the domain's schema. */
const ratingResolver = zodResolver(
  z.preprocess((form: RatingFormValues) => ({ score: form.score ? Number(form.score) : undefined, comment: form.comment }), rateDealRequestSchema),
) as Resolver<RatingFormValues, unknown, RateDealInput>;

/** Once the contract is executed: rate the other party (1 to 5, a comment), once; and the ratings given in the deal. */
export function DealRating({ deal }: { deal: Deal }) {
  const ratings = useRatings(deal.id, { enabled: deal.status === 'executed' });
  const headingId = useId();
  const [rated, setRated] = useState(false);
  const { text } = useTexts(dealTexts);
  const ratingTexts = useDomainTable(RATING_TEXTS);
  const other = deal.myRole === 'buyer' ? deal.seller : deal.myRole === 'seller' ? deal.buyer : null;
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold text-white">
          {text.rating.heading}
        </h3>
        <div className="mt-4 space-y-4">
          {ratings.isPending ? (
            <Spinner label={text.rating.loading} showLabel />
          ) : ratings.isError ? (
            <LoadError message={text.failed.ratingsFailed} error={ratings.error} onRetry={() => void ratings.refetch()} retrying={ratings.isFetching} />
          ) : (
            <>
              {ratings.data.ratings.length > 0 ? (
                <ul aria-label={text.rating.given} className="space-y-3">
                  {ratings.data.ratings.map((rating) => (
                    <RatingItem key={rating.id} rating={rating} deal={deal} />
                  ))}
                </ul>
              ) : (
                !ratings.data.canRate && <p className="text-sm text-slate-400">{text.rating.none}</p>
              )}
              {rated && <SuccessBox>{ratingTexts.rated}</SuccessBox>}
              {ratings.data.canRate && other && <RatingForm dealId={deal.id} otherName={partyName(other)} onRated={() => setRated(true)} />}
            </>
          )}
        </div>
      </section>
    </Card>
  );
}

function Stars({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-hidden="true">
      {SCORES.map((n) => (
        <Star key={n} className={cx('size-4', n <= score ? 'fill-gold-400 text-gold-400' : 'text-slate-500')} />
      ))}
    </span>
  );
}

function RatingItem({ rating, deal }: { rating: Rating; deal: Deal }) {
  const { text, t } = useTexts(dealTexts);
  const rated = partyName(rating.ofRole === 'buyer' ? deal.buyer : deal.seller);
  const who = rating.mine
    ? t('rating.youRated', { rated })
    : rating.ofRole === deal.myRole
      ? t('rating.ratedYou', { by: partyName(rating.by) })
      : t('rating.rated', { by: partyName(rating.by), rated });
  return (
    <li className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-200">
        <span className="font-semibold">{who}</span>
        <Stars score={rating.score} />
        <span className="text-slate-300">
          {t('rating.score', { score: rating.score, max: RATING_LIMITS.maxScore, label: text.rating.scores[rating.score - 1] ?? '' })}
        </span>
        <span className="text-xs text-slate-400">{formatDate(rating.createdAt)}</span>
      </p>
      {rating.comment && <p className="mt-2 text-sm whitespace-pre-line text-slate-300">“{rating.comment}”</p>}
    </li>
  );
}

function RatingForm({ dealId, otherName, onRated }: { dealId: string; otherName: string; onRated: () => void }) {
  const rate = useRateDeal();
  const groupId = useId();
  const { text, t } = useTexts(dealTexts);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message ? translate(message) : undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RatingFormValues, unknown, RateDealInput>({ resolver: ratingResolver, defaultValues: { score: '', comment: '' } });
  const onSubmit = handleSubmit((body) => rate.mutate({ ...body, dealId }, { onSuccess: onRated }));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 border-t border-white/5 pt-4">
      <FieldGroup id={groupId} legend={t('rating.rate', { name: otherName })} required error={fieldError(errors.score?.message)}>
        <div className="flex flex-wrap gap-2">
          {SCORES.map((score) => (
            <label key={score} className="cursor-pointer">
              <input type="radio" value={String(score)} className="peer sr-only" aria-describedby={errors.score ? `${groupId}-error` : undefined} {...register('score')} />
              <span className="flex items-center gap-1.5 rounded-lg border border-edge px-3 py-2 text-sm text-slate-300 transition peer-checked:border-gold-400 peer-checked:bg-gold-500/15 peer-checked:text-gold-200 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400 hover:border-gold-400/70">
                <Star aria-hidden="true" className="size-4" />
                {score} · {text.rating.scores[score - 1]}
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <TextArea
        label={
          <>
            {text.rating.comment} <span className="font-normal text-slate-400">{text.rating.optional}</span>
          </>
        }
        rows={3}
        inputClassName=""
        maxLength={RATING_LIMITS.comment}
        error={fieldError(errors.comment?.message)}
        {...register('comment')}
      />
      {rate.isError && <ErrorBox>{errorMessage(rate.error, text.failed.rateFailed)}</ErrorBox>}
      <div className="flex justify-end">
        <Button type="submit" busy={rate.isPending} busyText={text.rating.saving}>
          {text.rating.submit}
        </Button>
      </div>
    </form>
  );
}
