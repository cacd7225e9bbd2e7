import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, severityOfAction } from './analytics';

describe('severity of audit actions', () => {
  it('rates security incidents and account interventions high, other admin actions medium, routine events low', () => {
    expect(['auth.lockout', 'auth.refresh.reuse', 'admin.user.suspended', 'admin.user.role_changed'].map(severityOfAction)).toEqual(['high', 'high', 'high', 'high']);
    expect(['admin.user.reactivated', 'admin.document.verified', 'auth.login.failed', 'two_factor.enabled'].map(severityOfAction)).toEqual(['medium', 'medium', 'medium', 'medium']);
    expect(['auth.login.success', 'matching.confirmed', 'order.created', 'administrator.x'].map(severityOfAction)).toEqual(['low', 'low', 'low', 'low']);
  });
});

describe('analytics period', () => {
  it('defaults to 30d and refuses anything but 7d, 30d, 90d, 1y', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: '30d' });
    expect(analyticsQuerySchema.parse({ period: '90d' })).toEqual({ period: '90d' });
    for (const period of ['', '2w', '1Y', '365d']) expect(analyticsQuerySchema.safeParse({ period }).success).toBe(false);
  });
});
