import { describe, expect, it } from '@jest/globals';
import { MAX_INPUT_DEPTH, inputShapeProblem } from './validation.js';

/** An object nested `depth` levels: `{ a: { a: … {} } }`. */
const nested = (depth: number): object => {
  let value: object = {};
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
};

describe('inputShapeProblem', () => {
  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses ${MAX_INPUT_DEPTH + 1}, of objects and of lists`, () => {
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH + 1))).toBe(`body is nested more than ${MAX_INPUT_DEPTH} levels deep`);
    expect(inputShapeProblem({ tags: JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH)}${']'.repeat(MAX_INPUT_DEPTH)}`) }, 'query')).toBe(
      `query is nested more than ${MAX_INPUT_DEPTH} levels deep`,
    );
  });

  it('walks a value far deeper than the call stack without overflowing', () => {
    expect(inputShapeProblem(nested(200_000))).toBe(`body is nested more than ${MAX_INPUT_DEPTH} levels deep`);
  });

  it.each([
    ['{"__proto__":{}}', 'body must not have a key named "__proto__"'],
    ['{"specifications":{"constructor":"x"}}', 'specifications must not have a key named "constructor"'],
    ['{"products":[{"specifications":{"prototype":"x"}}]}', 'products[0].specifications must not have a key named "prototype"'],
    ['{"specifications":{"a b":{"constructor":"x"}}}', 'specifications["a b"] must not have a key named "constructor"'],
  ])('refuses the key in %s, naming where it is', (json, message) => {
    expect(inputShapeProblem(JSON.parse(json))).toBe(message);
  });

  it('accepts other keys that name members of Object.prototype', () => {
    expect(inputShapeProblem({ specifications: { toString: 'a', hasOwnProperty: 'b', valueOf: 'c' } })).toBeNull();
  });
});
