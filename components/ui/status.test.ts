import { CARD_DELAY_STEP_S, entranceDelay } from './entrance';
import { statusLabel, statusTone } from './status';

describe('status badges', () => {
  it('colours Under Development blue, Planned orange and any other status green', () => {
    expect(statusTone('Under Development')).toBe('blue');
    expect(statusTone('Planned')).toBe('orange');
    expect(statusTone('Ready for Posession')).toBe('green');
    expect(statusTone('Delivered')).toBe('green');
  });

  it('colours the Canada statuses the same way: under construction blue, planning orange, operating green', () => {
    expect(statusTone('Under Construction')).toBe('blue');
    expect(statusTone('Planning')).toBe('orange');
    expect(statusTone('Operating')).toBe('green');
  });

  it('shows "Ready for Posession" spelled right and every other status as it is', () => {
    expect(statusLabel('Ready for Posession')).toBe('Ready for Possession');
    expect(statusLabel('Under Development')).toBe('Under Development');
  });
});

describe('card entrance', () => {
  it('delays each card 0.1 s times its index', () => {
    expect(CARD_DELAY_STEP_S).toBe(0.1);
    expect(entranceDelay(0)).toEqual({ animationDelay: '0s' });
    expect(entranceDelay(1)).toEqual({ animationDelay: '0.1s' });
    expect(entranceDelay(7)).toEqual({ animationDelay: '0.7s' });
  });
});
