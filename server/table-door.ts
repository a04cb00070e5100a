// The table room as one server defines it: TableRoom with this server's config, door (gate),
// metrics and log. Colyseus calls the static onAuth on the process a make or join request
// reaches, before any room is made or seat reserved: options are checked and the per-address
// limits applied there. The per-process limits are applied by the process that hosts the room.
import { matchMaker, type AuthContext } from "@colyseus/core";
import { ROOM_NAME } from "../src/net/protocol";
import { clientAddress } from "./gate";
import { refuse, type DoorPass, type TableHost } from "./table-host";
import { checkCreate, checkJoin, OWNER_KEY } from "./table-options";
import { TableRoom } from "./table-room";

/** Tables made from `address` that are open now, on any process (read from the shared listing). */
async function openTablesOf(address: string): Promise<number> {
  const listed = await matchMaker.query({ name: ROOM_NAME });
  return listed.filter((r) => (r.metadata as { owner?: string } | undefined)?.owner === address).length;
}

export function tableRoomFor(host: TableHost): typeof TableRoom {
  return class HostedTableRoom extends TableRoom {
    static readonly host = host;

    static async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<DoorPass> {
      const address = clientAddress(context.req, host.config.trustProxy);
      const making = context.req?.url ? /\/create\//.test(context.req.url) : "game" in options;
      if (making) {
        const checked = checkCreate(options);
        if (!checked.ok) throw refuse(host, { code: "bad-options", detail: checked.reason }, address, "make");
        const r = host.gate.mayMake(address, await openTablesOf(address));
        if (r) throw refuse(host, r, address, "make");
        // The room, wherever it is made, records who made it (for open tables per address).
        options[OWNER_KEY] = address;
        host.log.info("make", { address, game: checked.setup.game });
      } else {
        const problem = checkJoin(options);
        if (problem) throw refuse(host, { code: "bad-options", detail: problem }, address, "join");
        const r = host.gate.mayJoin(address);
        if (r) throw refuse(host, r, address, "join");
        host.log.info("join", { address, table: /\/joinById\/([^/?]+)/.exec(context.req?.url ?? "")?.[1] });
      }
      return { address };
    }
  };
}
