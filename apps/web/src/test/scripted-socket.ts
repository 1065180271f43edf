/** A WebSocket whose life the test drives: it opens, speaks and closes when told to. */
export class ScriptedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: ScriptedSocket[] = [];

  readyState = ScriptedSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    ScriptedSocket.all.push(this);
  }

  send(text: string): void {
    if (this.readyState !== ScriptedSocket.OPEN) throw new Error('send before open');
    this.sent.push(JSON.parse(text));
  }

  close(code?: number): void {
    if (this.readyState === ScriptedSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = ScriptedSocket.CLOSED;
    this.onclose?.();
  }

  // ---- driven by the test ----
  open(): void {
    this.readyState = ScriptedSocket.OPEN;
    this.onopen?.();
  }

  receive(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}
