// The public HTTP API, as every client sees it: JSON in, JSON or an RFC 9457 problem out.

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.code = problem.code || "http_" + status;
    this.detail = problem.detail || this.message;
    this.problem = problem;
  }
}

export async function api(method, path, { token, body, headers = {}, idempotent = false, signal } = {}) {
  const sent = { Accept: "application/json", ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent["Content-Type"] = "application/json";
  if (idempotent) sent["Idempotency-Key"] = crypto.randomUUID();
  let response;
  try {
    response = await fetch(path, {
      method, headers: sent, signal, cache: "no-store",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if (err.name === "AbortError") throw err;
    throw new ApiError(0, { code: "network", detail: "The server could not be reached." });
  }
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { detail: text.slice(0, 200) }; }
  if (!response.ok) throw new ApiError(response.status, data || {});
  return data;
}
