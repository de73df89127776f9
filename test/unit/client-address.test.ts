import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddressKey } from '../../src/server/http/client-address.server.ts';

test('an IPv4 address is counted by itself, also when written in IPv6 form', () => {
  assert.equal(clientAddressKey('203.0.113.5'), '203.0.113.5');
  assert.equal(clientAddressKey('::ffff:203.0.113.5'), '203.0.113.5');
  assert.notEqual(clientAddressKey('203.0.113.5'), clientAddressKey('203.0.113.6'));
});

test('IPv6 addresses are counted per /64, however they are written', () => {
  const key = clientAddressKey('2001:db8:abcd:12::1');
  assert.equal(key, '2001:db8:abcd:12::/64');
  for (const sameNetwork of ['2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:DB8:ABCD:12:1:2:3:4', '2001:db8:abcd:12::1%eth0', '2001:db8:abcd:12::1.2.3.4']) {
    assert.equal(clientAddressKey(sameNetwork), key, sameNetwork);
  }
  assert.equal(clientAddressKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientAddressKey('1::2:3:4:5:1.2.3.4'), '1:0:2:3::/64');
  assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
  assert.notEqual(clientAddressKey('2001:db8:abcd:13::1'), key, 'the next /64 is another caller');
});
