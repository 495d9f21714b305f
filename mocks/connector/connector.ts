import {
  acceptsSocket,
  CONNECTED_STEPS,
  FAILED_STEPS,
  initialConnectorState,
  PENDING_STEPS,
  statusMessage,
  type ConnectorCall,
  type ConnectorMode,
  type ConnectorState,
} from './state';

/** One open status socket of the mock, as the handlers see it. */
export interface SocketClient {
  send(data: string): void;
  close(): void;
}

/**
 * The live mock VPN client: its state, its open status sockets, and the connect / disconnect behaviour
 * (connecting → connected after a delay; in step-error mode connecting with a failed step → idle).
 */
class MockConnectorCore {
  state: ConnectorState = initialConnectorState();
  private readonly sockets = new Set<SocketClient>();
  private pending: ReturnType<typeof setTimeout> | undefined;
  private readonly modeListeners = new Set<(mode: ConnectorMode) => void>();

  reset(mode: ConnectorMode = 'found'): void {
    this.cancelPending();
    const delay = this.state.connectDelayMs;
    this.state = { ...initialConnectorState(mode), connectDelayMs: delay };
    this.afterModeChange();
  }

  setMode(mode: ConnectorMode, agentId?: string): void {
    this.cancelPending();
    const next = initialConnectorState(mode);
    this.state = {
      ...next,
      agentId: next.agentId && agentId ? agentId : next.agentId,
      connectDelayMs: this.state.connectDelayMs,
      calls: this.state.calls,
    };
    this.afterModeChange();
  }

  onModeChange(listener: (mode: ConnectorMode) => void): () => void {
    this.modeListeners.add(listener);
    return () => this.modeListeners.delete(listener);
  }

  record(call: ConnectorCall): void {
    this.state.calls.push(call);
  }

  addSocket(client: SocketClient): void {
    if (!acceptsSocket(this.state.mode)) {
      client.close();
      return;
    }
    this.sockets.add(client);
    client.send(JSON.stringify(statusMessage(this.state)));
  }

  socketCount(): number {
    return this.sockets.size;
  }

  removeSocket(client: SocketClient): void {
    this.sockets.delete(client);
  }

  connect(agentId: string): void {
    this.cancelPending();
    const failing = this.state.mode === 'step-error';
    this.update({ status: 'connecting', agentId, steps: failing ? FAILED_STEPS : PENDING_STEPS });
    this.pending = setTimeout(() => {
      this.pending = undefined;
      if (failing) this.update({ status: 'idle', agentId: null, steps: FAILED_STEPS });
      else this.update({ status: 'connected', steps: CONNECTED_STEPS });
    }, this.state.connectDelayMs);
  }

  disconnect(): void {
    this.cancelPending();
    this.update({ status: 'idle', agentId: null, steps: [] });
  }

  private update(change: Partial<ConnectorState>): void {
    this.state = { ...this.state, ...change };
    this.broadcast();
  }

  private broadcast(): void {
    const message = JSON.stringify(statusMessage(this.state));
    for (const socket of this.sockets) socket.send(message);
  }

  private cancelPending(): void {
    if (this.pending !== undefined) clearTimeout(this.pending);
    this.pending = undefined;
  }

  private afterModeChange(): void {
    if (acceptsSocket(this.state.mode)) this.broadcast();
    else {
      for (const socket of [...this.sockets]) socket.close();
      this.sockets.clear();
    }
    for (const listener of this.modeListeners) listener(this.state.mode);
  }
}

export const mockConnectorCore = new MockConnectorCore();
