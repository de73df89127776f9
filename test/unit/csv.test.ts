import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, csvLine } from '../../src/domain/csv.ts';

describe('CSV cells', () => {
  it('quotes every cell, so a separator inside one never ends it', () => {
    assert.equal(csvCell('plain'), '"plain"');
    assert.equal(csvCell('a;b'), '"a;b"');
    assert.equal(csvLine(['x', 'y"z']), '"x","y""z"\r\n');
  });

  it('defuses a formula after any separator, not only at the start of the cell', () => {
    assert.equal(csvCell('x;=HYPERLINK("https://evil.example")'), '"x;\'=HYPERLINK(""https://evil.example"")"');
    assert.equal(csvCell('a; +cmd|calc'), '"a; \'+cmd|calc"');
    assert.equal(csvCell('a,@SUM(A1)'), '"a,\'@SUM(A1)"');
    assert.equal(csvCell('a\t-1+1'), '"a\t\'-1+1"');
    assert.equal(csvCell('=1;=2'), '"\'=1;\'=2"');
    assert.equal(csvCell('x - y = z'), '"x - y = z"', 'a formula character inside a cell is left alone');
  });
});
