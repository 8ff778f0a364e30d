import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/support/fetch-mock';
import { bookAssistance, getBookAssistanceOptions, getUnavailableDates, unavailableDatesWindow } from './help';
import { recordingClient } from '../../test/support/api-client';

describe('help', () => {
  it('§9 the unavailable-dates window is one month ahead', () => {
    expect(unavailableDatesWindow(new Date(2025, 0, 31, 10))).toEqual({ startDate: '2025-01-31', endDate: '2025-02-28' });
    expect(unavailableDatesWindow(new Date(2025, 5, 10))).toEqual({ startDate: '2025-06-10', endDate: '2025-07-10' });
  });

  it('§7 Help unavailable-dates posts the window and resolves with dates', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { dates: ['2025-06-11'] }));
    await expect(getUnavailableDates(api, new Date(2025, 5, 10))).resolves.toEqual(['2025-06-11']);
    expect(calls[0]?.url).toBe('/api/usr/v2/bank-transfer/unavailable-dates');
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ startDate: '2025-06-10', endDate: '2025-07-10' });
  });

  it('§7 Help book-assistance-options and book-assistance use their paths', async () => {
    const options = { reasons: [{ id: 8, code: 'altro' }], timeSlots: [{ id: 1, from: '09:00', to: '11:00' }] };
    const { api, calls } = recordingClient(() => jsonResponse(200, options));
    await expect(getBookAssistanceOptions(api)).resolves.toEqual(options);
    await bookAssistance(api, { bookDate: '2025-06-10', notes: 'Onboarding', reasonId: 8, timeSlotId: 1 });
    expect(calls[0]?.url).toBe('/api/usr/v2/help/book-assistance-options');
    expect(calls[1]?.url).toBe('/api/usr/v2/help/book-assistance');
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({
      bookDate: '2025-06-10',
      notes: 'Onboarding',
      reasonId: 8,
      timeSlotId: 1,
    });
  });
});
