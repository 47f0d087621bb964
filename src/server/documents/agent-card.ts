import { publicBaseUrl } from '@/env.ts';
import { SERVICE_VERSION } from '../version.ts';
import { listTools, operationNamed, restLabel } from './operations.ts';
import { serviceDescription } from './summary.ts';

/** The spec's versioning: the card lists protocol version 1.0 for both the MCP and the REST interface. */
const PROTOCOL_VERSION = '1.0';
const JSON_MODES = ['application/json'];

/**
 * GET /.well-known/agent-card.json: the A2A agent card. It carries both the
 * A2A 1.0 field names (supportedInterfaces with protocolBinding,
 * securityRequirements) and the 0.3 ones (url, protocolVersion,
 * additionalInterfaces with transport, security), so clients of either
 * version find the interfaces and the auth. One skill per MCP tool.
 */
export function buildAgentCard(): Record<string, unknown> {
  const base = publicBaseUrl();
  const interfaces = [
    { url: `${base}/mcp`, protocolBinding: 'MCP', transport: 'MCP', protocolVersion: PROTOCOL_VERSION },
    { url: `${base}/v1`, protocolBinding: 'HTTP+JSON', transport: 'HTTP+JSON', protocolVersion: PROTOCOL_VERSION },
  ];
  // Signup is REST only (not a skill), so the scheme says where the key comes from.
  const bearer = `The api_key from ${restLabel(operationNamed('signup'))} (public), sent as "Authorization: Bearer <api_key>".`;
  return {
    name: 'Spotcheck',
    description: serviceDescription(),
    url: base,
    version: SERVICE_VERSION,
    protocolVersion: PROTOCOL_VERSION,
    provider: { organization: 'Spotcheck', url: base },
    documentationUrl: `${base}/llms-full.txt`,
    supportedInterfaces: interfaces,
    additionalInterfaces: interfaces,
    capabilities: { streaming: false, pushNotifications: false },
    securitySchemes: {
      // OpenAPI-style fields for 0.3 readers, the 1.0 oneof wrapper for 1.0 readers.
      bearer: { type: 'http', scheme: 'bearer', description: bearer, httpAuthSecurityScheme: { scheme: 'Bearer', description: bearer } },
    },
    security: [{ bearer: [] }],
    securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    defaultInputModes: JSON_MODES,
    defaultOutputModes: JSON_MODES,
    skills: listTools().map((tool) => ({
      id: tool.name,
      name: tool.title,
      // The REST form too, so a client that prefers HTTP+JSON knows where each skill lives.
      description: `${tool.description} ${tool.rest ? `REST: ${restLabel(tool)}.` : 'MCP only.'}`,
      tags: [...tool.tags, ...(tool.tool.annotations.readOnlyHint ? ['read-only'] : []), ...(tool.tool.annotations.destructiveHint ? ['destructive'] : [])],
      inputModes: JSON_MODES,
      outputModes: JSON_MODES,
    })),
  };
}
