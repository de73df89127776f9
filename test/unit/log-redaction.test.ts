import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import { redactRequestUrl } from '../../src/server/http/log-redaction.server.ts';
import { errorLogFields, errorSummary } from '../../src/server/log-errors.server.ts';

test('token values are redacted wherever they stand: as a parameter, after a fragment, inside another parameter', () => {
  assert.equal(
    redactRequestUrl('/console-x/verify-password?token=Abc-_123&userId=7&type=password'),
    '/console-x/verify-password?token=[redacted]&userId=[redacted]&type=[redacted]',
  );
  assert.equal(redactRequestUrl('/api/verify-change?userId=7&token=Abc#top'), '/api/verify-change?userId=[redacted]&token=[redacted]');
  assert.equal(
    redactRequestUrl('/console-x/login?next=%2Fconsole-x%2Fverify-email%3Ftoken%3DAbc123%26type%3Demail'),
    '/console-x/login?next=[redacted]',
  );
});

test('request URLs in the access log keep the path and the names of the query, never a value', () => {
  assert.equal(redactRequestUrl('/api/privacy/subject?email=asha%40example.com'), '/api/privacy/subject?email=[redacted]');
  assert.equal(redactRequestUrl('/api/contacts?limit=20&q=asha@example.com&offset=0'), '/api/contacts?limit=[redacted]&q=[redacted]&offset=[redacted]');
  assert.equal(redactRequestUrl('/api/contacts/export.csv?q=%2B91%2098'), '/api/contacts/export.csv?q=[redacted]');
  assert.equal(redactRequestUrl('/about?preview'), '/about?preview');
  assert.equal(redactRequestUrl('/ml/about'), '/ml/about');
});

test('an error in the log: its cause first, no statement parameters, no address, no value PostgreSQL quotes', () => {
  const driverError = Object.assign(new Error('value too long for type character varying(5)'), {
    name: 'PostgresError',
    code: '22001',
    table_name: 'contact_submissions',
    column_name: 'message',
    detail: 'Key (email)=(asha@example.com) already exists.',
    parameters: ['Asha Menon', 'asha@example.com', '9847012345', 'Please call me about the course'],
    query: 'insert into "contact_submissions" ...',
  });
  const fields = errorLogFields(driverError);
  assert.deepEqual(Object.keys(fields).slice(0, 2), ['code', 'message']);
  assert.equal(fields.code, '22001');
  assert.equal(fields.table, 'contact_submissions');
  assert.doesNotMatch(JSON.stringify(fields), /Asha|asha@example|9847012345|Please call|insert into/);
  assert.equal(errorSummary(driverError), '22001 value too long for type character varying(5)');
  // As Drizzle throws it: the statement and its parameters in the message, the driver's error as cause.
  const wrapped = new DrizzleQueryError('insert into "contact_submissions" values ($1, $2)', ['Asha Menon', 'asha@example.com'], driverError);
  assert.deepEqual(errorLogFields(wrapped), fields);

  const refused = new Error('Can\'t send mail - all recipients were rejected: 550 5.1.1 <asha@example.com>: Recipient address rejected');
  assert.doesNotMatch(JSON.stringify(errorLogFields(refused)), /asha@example/);
  assert.match(errorLogFields(refused).message, /550 5\.1\.1 <\[address\]>/);

  const syntax = Object.assign(new Error('invalid input syntax for type uuid: "Asha Menon"'), { code: '22P02' });
  assert.equal(errorSummary(syntax), '22P02 invalid input syntax for type uuid: "[value]"');
  assert.doesNotMatch(errorLogFields(syntax).stack ?? '', /Asha/);

  const disk = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  assert.equal(errorSummary(new Error('upload failed', { cause: disk })), 'upload failed');
  assert.equal(errorLogFields(new Error('upload failed', { cause: disk })).cause?.code, 'ENOSPC');
});
