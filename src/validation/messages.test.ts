import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('validation messages', () => {
  it('§5 Messages: the Italian texts, verbatim', () => {
    expect(messages.REQUIRED).toBe('Il campo è obbligatorio');
    expect(messages.NUMERIC).toBe('Il campo deve contenere solo caratteri numerici.');
    expect(messages.minLengthMessage(2)).toBe('Il campo deve avere almeno 2 lettere.');
    expect(messages.maxLengthMessage(30)).toBe('Il campo non può superare le 30 lettere.');
    expect(messages.NAME).toBe("Il campo deve contenere solamente caratteri dell'alfabeto");
    expect(messages.EMAIL).toBe("L'email inserita non è valida");
    expect(messages.PHONE).toBe('Il numero di telefono inserito non è valido');
    expect(messages.PHONE_PREFIX).toBe('Non è possibile aggiungere un prefisso oltre a quello di default (+39)');
    expect(messages.FISCAL_CODE).toBe('Il codice fiscale inserito non è valido');
    expect(messages.ADDRESS).toBe("L'indirizzo non è valido, sono ammessi solamente caratteri alfanumerici");
  });

  it('§5 Messages: city, house number and full address share "Il valore inserito non è valido" (address.test.ts checks each)', () => {
    expect(messages.INVALID_VALUE).toBe('Il valore inserito non è valido');
  });
});
