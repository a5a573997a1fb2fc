// @ts-check
/**
 * A local stand-in for Resend's HTTP API, so the function's real mail code runs
 * locally. `POST /emails` checks the bearer key, honours Idempotency-Key (a
 * repeated key gets the first answer and writes nothing), and keeps each email
 * as <time>-<id>.json plus .html in the mailbox directory.
 *
 * Crash-safe: each file is written to a temporary name and renamed into place,
 * the .html before the .json, and the .json (which records its Idempotency-Key)
 * is the only record of an email: the keys are read back from the .json files,
 * so a crash at any point leaves either the whole email or none of it, and a
 * retry after the crash finds the key if, and only if, the email was kept.
 *
 * `POST /__control {"fail": true}` makes every send answer 503 until
 * `{"fail": false}`, to simulate the provider being down (MAIL_FAIL=1 starts so).
 * `GET /emails` lists what was received.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const MAX_BYTES = 1024 * 1024;

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BYTES) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Writes `file` whole or not at all: a crash mid-write leaves only a .tmp file, never a torn one.
 * @param {string} file
 * @param {string} data
 */
async function writeAtomic(file, data) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** @param {string} file */
const isEmailFile = (file) => file.endsWith('.json') && file !== 'idempotency-keys.json';

/** @param {{ dir: string, apiKey: string, fail?: boolean }} options */
export function createMailbox({ dir, apiKey, fail = false }) {
  const state = { fail };
  /**
   * idempotency key → first answer, read back from the emails themselves,
   * once: concurrent first requests share one load, so none of them reads the
   * folder (or clears a crash's leftover .tmp files) while another is writing.
   */
  let keys = null;
  const loadKeys = () =>
    (keys ??= readKeys().catch((error) => {
      keys = null; // try again on the next request
      throw error;
    }));

  async function readKeys() {
    await mkdir(dir, { recursive: true });
    const found = new Map();
    for (const file of await readdir(dir)) {
      if (file.endsWith('.tmp')) {
        await rm(path.join(dir, file), { force: true }); // left by a crash mid-write
        continue;
      }
      if (!isEmailFile(file)) continue;
      try {
        const { id, idempotencyKey } = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
        if (idempotencyKey) found.set(idempotencyKey, { id });
      } catch {
        console.warn(`mailbox: ${file} is unreadable; ignored`);
      }
    }
    return found;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function receive(req, res) {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
    }
    if (state.fail)
      return send(res, 503, { statusCode: 503, name: 'application_error', message: 'mailbox is simulating an outage' });
    let email;
    try {
      email = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { statusCode: 400, name: 'validation_error', message: 'body must be JSON' });
    }
    if (!email?.from || !email?.to || !email?.subject || !(email.html || email.text)) {
      return send(res, 422, {
        statusCode: 422,
        name: 'validation_error',
        message: 'from, to, subject and html or text are required',
      });
    }
    const known = await loadKeys();
    const key = req.headers['idempotency-key'];
    if (key && known.has(key)) return send(res, 200, known.get(key));
    const id = randomUUID();
    // Claimed before the first await, so a concurrent send with the same key gets this answer.
    if (key) known.set(key, { id });
    const receivedAt = new Date().toISOString();
    const base = path.join(dir, `${receivedAt.replace(/[:.]/g, '-')}-${id}`);
    try {
      if (email.html) await writeAtomic(`${base}.html`, email.html);
      await writeAtomic(
        `${base}.json`,
        JSON.stringify({ id, receivedAt, idempotencyKey: key ?? null, ...email }, null, 2),
      );
    } catch (error) {
      if (key) known.delete(key);
      throw error;
    }
    send(res, 200, { id });
  }

  /**
   * @param {import('node:http').ServerResponse} res
   */
  async function list(res) {
    await mkdir(dir, { recursive: true });
    const files = (await readdir(dir)).filter(isEmailFile).sort();
    const read = (/** @type {string} */ file) =>
      readFile(path.join(dir, file), 'utf8')
        .then(JSON.parse, () => null)
        .catch(() => null);
    send(res, 200, { data: (await Promise.all(files.map(read))).filter(Boolean) });
  }

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://mailbox');
    const route = `${req.method} ${pathname}`;
    const done = (/** @type {Promise<unknown>} */ promise) =>
      promise.catch((error) => send(res, 500, { statusCode: 500, name: 'application_error', message: String(error) }));
    if (route === 'POST /emails') return done(receive(req, res));
    if (route === 'GET /emails') return done(list(res));
    if (route === 'POST /__control') {
      return done(
        readBody(req).then((text) => {
          const { fail: next } = JSON.parse(text || '{}');
          if (typeof next === 'boolean') state.fail = next;
          send(res, 200, { fail: state.fail });
        }),
      );
    }
    if (route === 'GET /__control') return send(res, 200, { fail: state.fail });
    send(res, 404, { statusCode: 404, name: 'not_found', message: 'not found' });
  });
  return { server, state };
}
