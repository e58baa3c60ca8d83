/** The rule, on the page where it is set (issue #16: "Document the rule in the page itself"). */
export function HowAssignmentWorks() {
  return (
    <details className="sa-panel sa-how" open>
      <summary>How assignment works</summary>
      <ol>
        <li>
          Every new client (registered by the client app, or imported) gets a sales agent in the same step that creates
          it.
        </li>
        <li>
          If the brand has a <strong>default agent</strong> who is enabled, that agent takes every new client.
        </li>
        <li>
          Otherwise the enabled sales agents of the brand whose <strong>rotation countries</strong> include the client’s
          country take turns, one client each, in a fixed order. The turn is kept in the database, so it carries on
          after a restart and is never given twice, however many servers run.
        </li>
        <li>Disabled and deleted agents take no new clients; they keep the ones they have until moved.</li>
        <li>
          A client whose country no agent covers stays <strong>unassigned</strong> until someone moves it (below, or on
          the client’s page).
        </li>
        <li>
          Moving clients “back into the rotation” gives each the next turn of its country, as a new client, leaving out
          the agent they come from.
        </li>
      </ol>
    </details>
  );
}
