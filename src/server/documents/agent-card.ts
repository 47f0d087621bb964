import { publicBaseUrl } from '@/env.ts';
import { SERVICE_VERSION } from '../version.ts';
import { listTools, operationNamed, restLabel } from './operations.ts';
import { serviceDescription } from './summary.ts';

/** The spec's versioning: the card lists protocol version 1.0 for both the MCP and the REST interface. */
const PROTOCOL_VERSION = '1.0';
const JSON_MODES = ['application/json'];

/**
 * GET /.well-known/agent-card.json, in the A2A 1.0 shape. We serve no A2A
 * binding (no `message:send`), so the card lists no A2A transport: its two
 * interfaces carry their own protocol names, MCP and OPENAPI (the card's
 * protocolBinding is open-ended for other protocols), each at version 1.0 as
 * the spec asks. An A2A client then says plainly that no transport fits
 * instead of calling paths we do not serve. No 0.3 fields (`url`,
 * `additionalInterfaces`): 0.3 readers would take `url` for a JSON-RPC
 * endpoint. One skill per MCP tool.
 */
export function buildAgentCard(): Record<string, unknown> {
  const base = publicBaseUrl();
  // Signup is REST only (not a skill), so the scheme says where the key comes from.
  const bearer = `The api_key from ${restLabel(operationNamed('signup'))} (public), sent as "Authorization: Bearer <api_key>".`;
  return {
    name: 'Spotcheck',
    description: `${serviceDescription()} Reach it over MCP (${base}/mcp) or REST (${base}/v1, described by ${base}/openapi.json); it speaks no A2A binding.`,
    version: SERVICE_VERSION,
    provider: { organization: 'Spotcheck', url: base },
    documentationUrl: `${base}/llms-full.txt`,
    supportedInterfaces: [
      { url: `${base}/mcp`, protocolBinding: 'MCP', protocolVersion: PROTOCOL_VERSION },
      { url: `${base}/v1`, protocolBinding: 'OPENAPI', protocolVersion: PROTOCOL_VERSION },
    ],
    capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
    securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer', description: bearer } } },
    securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    defaultInputModes: JSON_MODES,
    defaultOutputModes: JSON_MODES,
    skills: listTools().map((tool) => ({
      id: tool.name,
      name: tool.title,
      // The REST form too, so a client that prefers REST knows where each skill lives.
      description: `${tool.description} ${tool.rest ? `REST: ${restLabel(tool)}.` : 'MCP only.'}`,
      tags: [...tool.tags, ...(tool.tool.annotations.readOnlyHint ? ['read-only'] : []), ...(tool.tool.annotations.destructiveHint ? ['destructive'] : [])],
      inputModes: JSON_MODES,
      outputModes: JSON_MODES,
    })),
  };
}
