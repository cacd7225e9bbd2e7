import type { Executor } from './connection';

/**
 * A repository on the app's database, with the transactions a service runs on it: `transaction(work)` hands `work`
 * the repository bound to a new transaction, and the transaction itself for other modules' writes (activity,
 * events, mail) that must commit with it; `within(trx)` is the repository inside a transaction another module opened.
 */
export function storeOf<R extends object>(db: Executor, create: (executor: Executor) => R) {
  return Object.assign(create(db), {
    transaction: <T>(work: (repo: R, trx: Executor) => Promise<T>): Promise<T> => db.transaction().execute((trx) => work(create(trx), trx)),
    within: (trx: Executor): R => create(trx),
  });
}

export type Store<R extends object> = R & Pick<ReturnType<typeof storeOf<R>>, 'transaction' | 'within'>;
