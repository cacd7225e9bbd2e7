import { SETTINGS_TEXTS, TRADING_RULE_CODES, kycBlocksTrading } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { SettingsService } from '../settings';
import type { UsersRepository } from '../users';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * The trading settings (spec 3) a new or edited order must satisfy: KYC approval while
 * requireKYCForTrading is on, and a total value (quantity × price-range midpoint, the order's
 * totalValue) within minTradeValue..maxTradeValue.
 */
export function createTradingRules(deps: { settings: SettingsService; users: Pick<UsersRepository, 'findById'> }) {
  return {
    async checkKyc(userId: string): Promise<void> {
      const [{ trading }, user] = await Promise.all([deps.settings.get(), deps.users.findById(userId)]);
      if (!user || kycBlocksTrading(user.kycStatus, trading)) throw new AppError(403, TRADING_RULE_CODES.kycRequired, SETTINGS_TEXTS.kycRequired);
    },

    async checkValue(totalValueCents: number): Promise<void> {
      const { trading } = await deps.settings.get();
      const value = totalValueCents / 100;
      let message: string | undefined;
      if (value < trading.minTradeValue) message = SETTINGS_TEXTS.belowMinTradeValue(usd.format(value), usd.format(trading.minTradeValue));
      else if (value > trading.maxTradeValue) message = SETTINGS_TEXTS.aboveMaxTradeValue(usd.format(value), usd.format(trading.maxTradeValue));
      if (message) throw new AppError(400, TRADING_RULE_CODES.tradeValueOutOfRange, message, [{ path: 'quantity', message }]);
    },
  };
}

export type TradingRules = ReturnType<typeof createTradingRules>;
