import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useOnceSend, type OnceSendOptions, type SendMutation } from './use-once-send';

type Callbacks = Parameters<SendMutation<string, { key: string }>['mutate']>[1];

/** A mutation that records each request and answers only when the test says. */
function fakeMutation() {
  const sent: { key: string; answer: Callbacks }[] = [];
  const mutation: SendMutation<string, { key: string }> = {
    mutate: ({ key }, answer) => void sent.push({ key, answer }),
  };
  const last = () => sent[sent.length - 1]!;
  return {
    mutation,
    sent,
    keys: () => sent.map((request) => request.key),
    succeed(data = 'done') {
      last().answer.onSuccess(data);
      last().answer.onSettled();
    },
    fail(error: Error) {
      last().answer.onError(error);
      last().answer.onSettled();
    },
  };
}

const refusal = () => new ApiError('api', { code: 10011, msg: 'refused', status: 400 });
const noAnswer = () => new ApiError('timeout', { msg: 'timed out' });

function setup(options?: OnceSendOptions) {
  const fake = fakeMutation();
  const hook = renderHook(() => useOnceSend(options));
  const send = (fingerprint: string, answers?: Parameters<typeof hook.result.current.send>[3]) =>
    act(() => hook.result.current.send(fingerprint, fake.mutation, (key) => ({ key }), answers));
  return { fake, hook, send };
}

describe('useOnceSend', () => {
  it('sends nothing while the request is in flight, and again once it settled', () => {
    const { fake, hook, send } = setup();
    send('a');
    expect(hook.result.current.inFlight()).toBe(true);
    send('a');
    send('b');
    expect(fake.sent).toHaveLength(1);
    act(() => fake.fail(noAnswer()));
    expect(hook.result.current.inFlight()).toBe(false);
    send('a');
    expect(fake.sent).toHaveLength(2);
  });

  it('reuses the key for the same content after no answer, and takes a new one when it differs', () => {
    const { fake, send } = setup();
    const onUnanswered = vi.fn();
    send('a', { onUnanswered });
    act(() => fake.fail(noAnswer()));
    send('a');
    act(() => fake.fail(new Error('offline')));
    send('b');
    const [first, retry, other] = fake.keys();
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    expect(onUnanswered).toHaveBeenCalledTimes(1);
  });

  it('takes a new key after a success or a refusal, and hears each', () => {
    const { fake, send } = setup();
    const onSuccess = vi.fn();
    const onRefused = vi.fn();
    send('a', { onSuccess });
    act(() => fake.succeed('plan'));
    send('a', { onRefused });
    const error = refusal();
    act(() => fake.fail(error));
    send('a');
    expect(new Set(fake.keys()).size).toBe(3);
    expect(onSuccess).toHaveBeenCalledWith('plan');
    expect(onRefused).toHaveBeenCalledWith(error);
  });

  it('keeps the key after a refusal with keepKeyOnRefusal', () => {
    const { fake, send } = setup({ keepKeyOnRefusal: true });
    send('a');
    act(() => fake.fail(refusal()));
    send('a');
    expect(fake.keys()[1]).toBe(fake.keys()[0]);
  });

  it('sends every time without the guard', () => {
    const { fake, send } = setup({ guard: false });
    send('a');
    send('a');
    expect(fake.keys()).toHaveLength(2);
    expect(fake.keys()[1]).toBe(fake.keys()[0]);
  });

  it('keeps its key across renders and takes a new one when mounted again', () => {
    const { fake, hook, send } = setup();
    send('a');
    act(() => fake.fail(noAnswer()));
    hook.rerender();
    send('a');
    expect(fake.keys()[1]).toBe(fake.keys()[0]);
    hook.unmount();
    const again = renderHook(() => useOnceSend());
    act(() => again.result.current.send('a', fake.mutation, (key) => ({ key })));
    expect(fake.keys()[2]).not.toBe(fake.keys()[0]);
  });
});
