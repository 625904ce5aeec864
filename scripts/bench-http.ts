/**
 * The benchmarks' HTTP client for many requests at once: node:http over kept-alive sockets, lighter than
 * fetch (whose Request, Headers and stream objects cost `bench:load` about a millisecond of CPU a request on
 * these machines, on the same two cores as the server it measures). Answers the status and the body's text.
 */
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export interface Answer {
  status: number;
  text: string;
}

export async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | FormData,
): Promise<Answer> {
  let payload: Buffer | string | undefined;
  const sent = { ...headers };
  if (body instanceof FormData) {
    // The multipart encoding fetch would send (boundary in the content type).
    const encoded = new Response(body);
    sent['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  } else payload = body;
  if (payload !== undefined) sent['content-length'] = String(Buffer.byteLength(payload));
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method, headers: sent, agent }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
