import { inboxOf, readContactConfig } from '../_shared/config.ts';

const BASE = {
  ALLOWED_ORIGINS: 'https://www.example.com',
  CLIENT_HASH_SALT: 'salt',
  CONTACT_TO_EMAIL: 'info@example.com',
  CONTACT_FROM_EMAIL: 'Website <website@example.com>',
  RESEND_API_KEY: 're_x',
};

describe('the team inboxes (CONTACT_TO_EMAIL and CONTACT_TEAM_INBOXES)', () => {
  it('gives general the CONTACT_TO_EMAIL addresses and every other team its own', () => {
    const config = readContactConfig({
      ...BASE,
      CONTACT_TO_EMAIL: 'info@example.com, desk@example.com',
      CONTACT_TEAM_INBOXES:
        ' karachi-sales=sales@example.pk , canada-hospitality=stay@example.com,karachi-sales=plots@example.pk',
    });
    expect({ ...config.teamInboxes }).toEqual({
      general: ['info@example.com', 'desk@example.com'],
      'karachi-sales': ['sales@example.pk', 'plots@example.pk'],
      'canada-hospitality': ['stay@example.com'],
    });
    expect(inboxOf(config, 'canada-hospitality')).toEqual(['stay@example.com']);
    expect(inboxOf(config, 'no-longer-there')).toEqual(['info@example.com', 'desk@example.com']);
    expect(inboxOf(config, 'constructor')).toEqual(['info@example.com', 'desk@example.com']);
  });

  it('knows only general when CONTACT_TEAM_INBOXES is unset', () => {
    expect(Object.keys(readContactConfig(BASE).teamInboxes)).toEqual(['general']);
  });

  it.each([
    ['karachi-sales', /not team=address/],
    ['karachi-sales=', /not team=address/],
    ['Karachi Sales=sales@example.pk', /not team=address/],
    ['karachi-sales=sales@example.pk=x', /not team=address/],
    ['karachi-sales=Sales <sales@example.pk>', /not team=address/],
    ['general=other@example.com', /general inbox is CONTACT_TO_EMAIL/],
  ])('refuses %j at boot', (value, message) => {
    expect(() => readContactConfig({ ...BASE, CONTACT_TEAM_INBOXES: value })).toThrow(message);
  });

  it('still needs CONTACT_TO_EMAIL', () => {
    expect(() => readContactConfig({ ...BASE, CONTACT_TO_EMAIL: '' })).toThrow(/CONTACT_TO_EMAIL is not set/);
  });
});

describe('RATE_LIMIT_IPV6_PREFIX', () => {
  it('counts an IPv6 client by its /64 unless told otherwise', () => {
    expect(readContactConfig(BASE).rateLimitIpv6Prefix).toBe(64);
    expect(readContactConfig({ ...BASE, RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    expect(readContactConfig({ ...BASE, RATE_LIMIT_IPV6_PREFIX: '128' }).rateLimitIpv6Prefix).toBe(128);
  });

  it.each(['0', '129', '64.5', 'slash64'])('refuses %j at boot', (value) => {
    expect(() => readContactConfig({ ...BASE, RATE_LIMIT_IPV6_PREFIX: value })).toThrow(/RATE_LIMIT_IPV6_PREFIX/);
  });
});
