import { Component, type ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { ChunkLoadError } from './lazy-chunk.ts';

/**
 * A screen whose script chunk cannot be loaded (a dropped mobile connection, a deploy that
 * replaced the files) says so and offers a reload instead of leaving a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failure: string | null }> {
  override state = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof ChunkLoadError ? error.message : messages.admin.unknownError };
  }

  override render() {
    if (this.state.failure === null) return this.props.children;
    return (
      <main className="container py-5">
        <h1 className="h4" role="alert">
          {this.state.failure}
        </h1>
        <button type="button" className="btn btn-primary mt-3" onClick={() => window.location.reload()}>
          {messages.admin.reload}
        </button>
      </main>
    );
  }
}
