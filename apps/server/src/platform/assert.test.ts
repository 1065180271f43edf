import Fastify from 'fastify';
import { Code } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { assert, assertNever, InvariantError } from './assert.js';
import { registerErrorHandler } from './http/error-handler.js';

describe('assert', () => {
  it('passes when the condition holds and narrows its type', () => {
    const value: string | undefined = 'x' as string | undefined;
    assert(value !== undefined, 'value is set');
    expect(value.length).toBe(1);
  });

  it('throws an InvariantError with the message when it does not', () => {
    expect(() => assert(false, 'journal does not balance')).toThrow(InvariantError);
    expect(() => assert(0n, 'zero')).toThrow('zero');
    expect(() => assert(null, () => `built ${1 + 1}`)).toThrow('built 2');
  });

  it('builds a lazy message only when the condition fails', () => {
    let built = 0;
    assert(true, () => `${(built += 1)}`);
    expect(built).toBe(0);
  });
});

describe('assertNever', () => {
  it('throws on a value the types rule out', () => {
    const side = 'sideways' as 'long' | 'short';
    const run = () => {
      switch (side) {
        case 'long':
        case 'short':
          return side;
        default:
          return assertNever(side, 'unknown side');
      }
    };
    expect(run).toThrow(new InvariantError('unknown side: sideways'));
  });
});

describe('a broken invariant in a request', () => {
  it('answers 500 with the unknown-error code and says nothing of the invariant', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/broken', async () => {
      assert(false, 'secret internal detail');
    });
    const answer = await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: Code.UNKNOWN });
    expect(answer.body).not.toContain('secret internal detail');
  });
});
