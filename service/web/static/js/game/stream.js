// Server-Sent Events read with fetch, so the seat's token goes in the Authorization header
// (EventSource cannot send it). Resumes after the last event seen, reconnects with backoff.

export function openStream({ path, token, after, onEvent, onState }) {
  let lastId = after;
  let stopped = false;
  let controller = null;
  let delay = 500;

  async function run() {
    while (!stopped) {
      controller = new AbortController();
      onState("connecting");
      try {
        const headers = { Accept: "text/event-stream" };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (lastId) headers["Last-Event-ID"] = String(lastId);
        const response = await fetch(path, { headers, signal: controller.signal, cache: "no-store" });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        onState("live");
        delay = 500;
        await readFrames(response.body, (frame) => {
          if (frame.id) lastId = Number(frame.id);
          if (frame.data) onEvent(JSON.parse(frame.data), frame);
        });
      } catch (err) {
        if (stopped) return;
      }
      if (stopped) return;
      onState("reconnecting");
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 15000);
    }
  }

  run();
  return {
    stop() { stopped = true; controller?.abort(); onState("closed"); },
    restart() { controller?.abort(); },
    get lastId() { return lastId; },
  };
}

async function readFrames(body, onFrame) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, "\n");
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const frame = parseFrame(block);
      if (frame) onFrame(frame);
    }
  }
}

export function parseFrame(block) {
  const frame = { id: null, event: "message", data: "" };
  let any = false;
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") { frame.data += (frame.data ? "\n" : "") + value; any = true; }
    else if (field === "id") frame.id = value;
    else if (field === "event") frame.event = value;
  }
  return any ? frame : null;
}
