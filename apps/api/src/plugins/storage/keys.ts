import { randomBytes } from 'node:crypto';

/** 32 random hex digits: nothing a user sends ever becomes part of a file's path or an object's name. */
const KEY = /^[0-9a-f]{32}$/;

export const newKey = () => randomBytes(16).toString('hex');

/** Whether `key` is one this storage could have made (anything else is never looked up). */
export const isKey = (key: string) => KEY.test(key);
