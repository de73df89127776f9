import { Component, type ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';

/**
 * A screen whose script chunk cannot be loaded (a dropped mobile connection, a deploy that
 * replaced the files) says so and offers a reload instead of leaving a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="container py-5">
        <h1 className="h4">{messages.chunkLoadFailed('admin')}</h1>
        <button type="button" className="btn btn-primary mt-3" onClick={() => window.location.reload()}>
          {messages.admin.reload}
        </button>
      </main>
    );
  }
}
