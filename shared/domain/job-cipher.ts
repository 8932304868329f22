// The job list arrives as crypto-js AES text, as the spec's client expects (the server makes it
// with Node's AES in the same format). Obfuscation for compatibility, not security: the
// passphrase is handed to every browser.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export function decryptJobData<T>(data: string, passphrase: string): T {
  const text = AES.decrypt(data, passphrase).toString(Utf8);
  if (!text) throw new Error('Job data could not be decrypted');
  return JSON.parse(text) as T;
}
