import assert from 'node:assert/strict';

/**
 * Reads a scrape in Prometheus' text exposition format (version 0.0.4) as Prometheus does, and
 * fails on anything it would refuse: a line of another form, a sample of a family without its
 * TYPE line, a label or metric name it does not allow, a value that is not a number.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP_LINE = new RegExp(`^# HELP (${NAME})(?: (.*))?$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL}="(?:[^"\\\\\\n]|\\\\[\\\\"n])*",?)*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL_PAIR = new RegExp(`(${LABEL})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`, 'g');
const NUMBER = /^(?:[+-]?(?:\d+\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|[+-]Inf|NaN)$/i;
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

export function parsePrometheusText(text: string): Scrape {
  assert.ok(text.endsWith('\n'), 'a scrape ends with a line feed');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      assert.ok(!types.has(type[1]!), `${type[1]} is typed once`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (HELP_LINE.test(line)) continue;
    const sample = SAMPLE_LINE.exec(line);
    assert.ok(sample, `not a line of the text format: ${line}`);
    const [, name = '', labelText = '', value = ''] = sample;
    assert.match(value, NUMBER, `${name}: ${value} is not a number`);
    const family = [...types].find(([typed, kind]) => (SUFFIXES[kind] ?? ['']).some((suffix) => name === typed + suffix));
    assert.ok(family, `${name} has no TYPE line before it`);
    const labels = Object.fromEntries([...labelText.matchAll(LABEL_PAIR)].map(([, key = '', raw = '']) => [key, raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))]));
    samples.push({ name, labels, value: Number(value.replace(/inf$/i, 'Infinity')) });
  }
  return {
    types,
    samples,
    value(name, labels = {}) {
      const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted));
      assert.ok(found.length <= 1, `${name} ${JSON.stringify(labels)} names one sample`);
      return found[0]?.value;
    },
  };
}
