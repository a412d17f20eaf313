import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text built by PostgreSQL as it is. Fastify hands a string payload with a JSON
 * content type straight to the client (no serializer runs), so the route's response schema
 * still documents the shape in OpenAPI while the deep reads skip a parse and a re-serialisation
 * of thousands of items.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
