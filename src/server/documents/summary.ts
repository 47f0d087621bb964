import { SERVICE_VERSION } from '../version.ts';
import { buildOpenApiDocument } from '../openapi.ts';

/**
 * The one-paragraph description of the service, taken from the OpenAPI
 * document's info so /openapi.json, the llms files and the agent card say the
 * same thing.
 */
export function serviceDescription(): string {
  return buildOpenApiDocument().info.description ?? `Spotcheck ${SERVICE_VERSION}`;
}
