import { zodResolver } from '@hookform/resolvers/zod';
import { DEAL_LIMITS, postDealMessageRequestSchema, type Deal, type DealMessage, type PostDealMessageRequest } from '@ctp/domain';
import { MessagesSquare, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useMessages } from '../api/get-messages';
import { dealsKeys } from '../api/keys';
import { usePostMessage } from '../api/post-message';
import { useRoleLabels } from '../deal-format';
import { dealTexts } from '../texts';

/**
 * The deal's thread between the buyer, the seller and the desk, newest last, with a line above the messages that
 * were new when the room opened. Reading it marks it read, so the deal lists' unread counts are reloaded after.
 */
export function MessageThread({ deal, className }: { deal: Deal; className?: string }) {
  const messages = useMessages(deal.id);
  const { text, t } = useTexts(dealTexts);
  const queryClient = useQueryClient();
  const data = messages.data;
  // What was new when the thread was first read: the server has marked it read since, so later reads say 0.
  const [firstNew, setFirstNew] = useState<{ number: number; count: number } | null | undefined>(undefined);
  if (data && firstNew === undefined) {
    const first = data.unread > 0 ? data.messages.at(-data.unread) : undefined;
    setFirstNew(first ? { number: first.number, count: data.unread } : null);
  }
  // The deal lists' unread counts went stale with that read.
  useEffect(() => {
    if (firstNew) void queryClient.invalidateQueries({ queryKey: dealsKeys.lists() });
  }, [firstNew, queryClient]);

  return (
    <Card className={cx('flex flex-col p-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-base font-semibold text-white">{text.messages.heading}</h3>
        <p className="text-xs text-slate-400" aria-live="polite">
          {data ? `${t('messageCount', { count: data.total })}${firstNew ? t('messages.newCount', { count: firstNew.count }) : ''}` : ''}
        </p>
      </div>
      <div className="mt-4">
        {messages.isPending ? (
          <div className="py-8 text-center">
            <Spinner label={text.messages.loading} showLabel />
          </div>
        ) : messages.isError ? (
          <LoadError message={text.failed.messagesFailed} error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
        ) : messages.data.messages.length === 0 ? (
          <EmptyState icon={MessagesSquare} title={text.messages.emptyTitle} className="py-6">
            {text.messages.emptyText}
          </EmptyState>
        ) : (
          // Reversed flow: the box starts scrolled to its end, where the newest message is, and stays there as messages come.
          <ScrollArea label={text.messages.history} className="flex max-h-[28rem] flex-col-reverse overflow-y-auto pe-1">
            <ol aria-label={text.messages.list} className="space-y-3">
              {messages.data.messages.map((message) => (
                <MessageItem key={message.id} message={message} firstNew={message.number === firstNew?.number} />
              ))}
            </ol>
          </ScrollArea>
        )}
      </div>
      {deal.allowedActions.includes('message') ? (
        <MessageForm dealId={deal.id} />
      ) : (
        <p className="mt-4 border-t border-white/5 pt-4 text-sm text-slate-400">{text.messages.closed}</p>
      )}
    </Card>
  );
}

function MessageItem({ message, firstNew }: { message: DealMessage; firstNew: boolean }) {
  const { text } = useTexts(dealTexts);
  const roles = useRoleLabels();
  const author = message.mine ? text.messages.you : `${message.author.name}${message.author.company ? `, ${message.author.company}` : ''}`;
  return (
    <li>
      {firstNew && (
        <p className="mb-3 flex items-center gap-3 text-xs font-semibold text-gold-300">
          <span aria-hidden="true" className="h-px flex-1 bg-gold-500/30" />
          {text.messages.newMessages}
          <span aria-hidden="true" className="h-px flex-1 bg-gold-500/30" />
        </p>
      )}
      <div className={cx('rounded-xl border px-4 py-3', message.mine ? 'ms-6 border-gold-500/20 bg-gold-500/5' : 'me-6 border-white/10 bg-ink-950/40')}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
          <span className="font-semibold text-slate-200">
            {author} <span className="font-normal text-slate-400">· {roles[message.author.role]}</span>
          </span>
          <span className="text-slate-400">{formatDateTime(message.createdAt)}</span>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-100">{message.text}</p>
      </div>
    </li>
  );
}

function MessageForm({ dealId }: { dealId: string }) {
  const post = usePostMessage();
  const { text } = useTexts(dealTexts);
  const translate = useTranslateText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PostDealMessageRequest>({ resolver: zodResolver(postDealMessageRequestSchema), defaultValues: { text: '' } });
  const onSubmit = handleSubmit(({ text }) => post.mutate({ dealId, text }, { onSuccess: () => reset({ text: '' }) }));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-3 border-t border-white/5 pt-4">
      <TextArea label={text.messages.message} rows={3} inputClassName="" maxLength={DEAL_LIMITS.message} error={errors.text?.message && translate(errors.text.message)} {...register('text')} />
      {post.isError && <ErrorBox>{errorMessage(post.error, text.failed.sendFailed)}</ErrorBox>}
      <div className="flex justify-end">
        <Button type="submit" busy={post.isPending} busyText={text.messages.sending}>
          <Send aria-hidden="true" className="size-4" />
          {text.messages.send}
        </Button>
      </div>
    </form>
  );
}
