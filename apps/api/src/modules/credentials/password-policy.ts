import { ERROR_CODES, SERVER_TEXTS, passwordProblem } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { SettingsService } from '../settings';
import { isCommonPassword } from './passwords';

/**
 * The server's word on a new password (registration, reset, change, an administrator's temporary
 * password): the rule of the passwordComplexity setting (packages/domain password.ts), then the
 * common-password list. Failures name the field, like a schema validation error.
 */
export function createPasswordPolicy(settings: Pick<SettingsService, 'get'>) {
  return {
    async assertAcceptable(password: string, field: string): Promise<void> {
      const { security } = await settings.get();
      const problem = passwordProblem(password, security.passwordComplexity);
      if (problem) throw new AppError(400, ERROR_CODES.validation, problem, [{ path: field, message: problem }]);
      if (isCommonPassword(password)) {
        throw new AppError(400, ERROR_CODES.commonPassword, SERVER_TEXTS.commonPassword, [{ path: field, message: SERVER_TEXTS.commonPassword }]);
      }
    },
  };
}

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
