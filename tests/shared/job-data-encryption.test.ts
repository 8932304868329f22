// The server encrypts the job list with Node's AES; the spec's client decrypts it with crypto-js.
// The text must be exactly what crypto-js itself would make, so no client can tell the difference.
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_DATA_KEY, decryptJobData } from '../../shared/domain';
import { encryptJobData } from '../../shared/services/job-data-encryption';

describe('job data encryption', () => {
  it('makes byte for byte what crypto-js makes with the same salt', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 1 }), fc.uint8Array({ minLength: 8, maxLength: 8 }), (value, passphrase, saltBytes) => {
        const salt = Buffer.from(saltBytes);
        const ours = encryptJobData(value, passphrase, salt);
        const theirs = AES.encrypt(JSON.stringify(value), passphrase, { salt: Hex.parse(salt.toString('hex')) } as never).toString();
        expect(ours).toBe(theirs);
      }),
      { numRuns: 300 },
    );
  });

  it('is decrypted by the portal (crypto-js), unicode and all, and needs the right key', () => {
    const jobs = [{ _id: '7', job_title: 'डिज़ाइनर — Développeur "C++"', salary: '₹12,00,000' }];
    const text = encryptJobData(jobs, DEFAULT_JOB_DATA_KEY);
    expect(text.startsWith('U2FsdGVkX1')).toBe(true); // "Salted__", base64
    expect(decryptJobData(text, DEFAULT_JOB_DATA_KEY)).toEqual(jobs);
    expect(() => decryptJobData(text, 'another key')).toThrow(); // garbage, not the jobs
    expect(encryptJobData(jobs, DEFAULT_JOB_DATA_KEY)).not.toBe(text); // a fresh salt every time
    expect(encryptJobData(jobs, DEFAULT_JOB_DATA_KEY, randomBytes(8))).toMatch(/^U2FsdGVkX1/);
  });
});
