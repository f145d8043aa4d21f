// The baseline of the gateway-alone benchmark: a proxy hop with nothing else, Node's http server and client over a
// keep-alive agent. PORT and TARGET from the environment.
import http from 'node:http';

const target = new URL(process.env.TARGET);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
http
  .createServer((req, res) => {
    if (req.url === '/readyz') return res.end('ok');
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
