import { describe, expect, it } from 'vitest';
import { recognitionReturnSession, recognitionReturnUrl } from './recognition';

describe('kit/recognition: the provider return address', () => {
  it('is the page address without tokens or an earlier session id, everything else kept', () => {
    expect(recognitionReturnUrl('https://bank.example/?fromApp=true&access_token=a&refresh_token=r#/idnowRecognition?recogSession=old')).toBe(
      'https://bank.example/?fromApp=true#/idnowRecognition',
    );
    expect(recognitionReturnUrl('https://cms.example/conto.html?x=1')).toBe('https://cms.example/conto.html?x=1');
  });

  it('reads recogSession from the real query or the hash query', () => {
    expect(recognitionReturnSession('https://bank.example/#/idnowRecognition?recogSession=rs-1')).toBe('rs-1');
    expect(recognitionReturnSession('https://cms.example/page.html?recogSession=rs-2')).toBe('rs-2');
    expect(recognitionReturnSession('https://bank.example/#/idnowRecognition')).toBeNull();
  });
});
