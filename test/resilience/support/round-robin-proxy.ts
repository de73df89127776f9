import http from 'node:http';

export const UPSTREAM_HEADER = 'x-test-upstream';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * The smallest load balancer: each request goes to the next upstream in turn, and the answer
 * names the upstream that served it, so a test can see that both took part.
 */
export async function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: upstream.port });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
