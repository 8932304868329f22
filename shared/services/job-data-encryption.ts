// The job list travels as crypto-js AES text ("Salted__" + salt + AES-256-CBC, key and IV from
// OpenSSL's EVP_BytesToKey with MD5), as the spec's client expects. Node's own AES makes the same
// text about ten times faster than crypto-js; the portal decrypts it with crypto-js unchanged.
// Obfuscation for compatibility, not security: the passphrase is handed to every browser.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';

const SALTED = Buffer.from('Salted__');

function keyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let length = 0; length < 48; length += 16) {
    previous = createHash('md5').update(Buffer.concat([previous, passphrase, salt])).digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/** `value` as JSON, encrypted exactly as crypto-js `AES.encrypt(json, passphrase).toString()` would. */
export function encryptJobData(value: unknown, passphrase: string, salt: Buffer = randomBytes(8)): string {
  const { key, iv } = keyAndIv(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64');
}
