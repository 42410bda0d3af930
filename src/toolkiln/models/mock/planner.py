"""The offline planner: keyword matching in English and German.

:class:`MockPlanner` is deliberately simple. It looks for keywords, pulls numbers
and quoted text out of the message, and plans tools the mock generator can write
or the catalog ships. It **ignores the history**: each message must carry all it
needs ("and now in Kelvin" alone gets a question back). It understands
temperatures between Celsius, Fahrenheit and Kelvin (:mod:`.temperature`: "... and then to kelvin"
chains two steps with ``$ref``; "convert 30 degrees" gets a question whose
options are complete messages, "30 °C to Fahrenheit", so choosing one works
although the mock never reads the question it asked); word counts, slugs,
reversed text and statistics of quoted text (:mod:`.text`: "… then square that number", "and
multiply it by 3" after a count is a ``calculate`` step on it, through ``$template``);
arithmetic, days between ISO dates, statistics of numbers and a BMI (:mod:`.numbers`); a URL (refused in the policy's own words while the
``fetch`` capability is off, planned as ``fetch_page_title`` while it is on).
When a tool of the planned name exists under other param names, its names are used.
"ask NAME to …", "delegate to NAME: …" and "frag NAME, …" hand the rest to another
agent (:mod:`.delegation`); "mark STEP of WORKFLOW done" marks a workflow step
done while a workflow applies (:mod:`.workflow`). Each intent reads the message once
(:class:`~.intents.Message`) and drafts its steps (:mod:`.intents`); this module orders them into a plan.

Numbers: "30" stays an int, "36.6" and the German "36,6" are 36.6, "-5" counts.
Quotes: '…', "…", „…“ (also closed by a plain "), «…», »…«, “…”, ‚…‘, ‘…’.
Quoted text is masked before keywords are looked for, so "slugify 'Fahrenheit
451'" is a slug, not a temperature. The reply (a question, the answer) is in German when the person's
own words are: more German words than English ones, counted outside quotes, web addresses and
fenced file text (:func:`~.reading.is_german`), so "reverse 'Grüße'" is answered in English. Anything else gets an empty plan whose
reasoning says no keyword matched. Every step has a description a model
generator could write the tool from, and a check over ``result`` whose expected
value the planner computed on its own (arithmetic in :mod:`.arithmetic`).
"""

from __future__ import annotations

from toolkiln.models.mock.answers import step_answer
from toolkiln.models.mock.delegation import delegation_plan
from toolkiln.models.mock.intents import Draft, Findings, Found, Message
from toolkiln.models.mock.numbers import arithmetic, bmi, date_difference, number_statistics
from toolkiln.models.mock.reading import extract_numbers, extract_quotes, web_addresses
from toolkiln.models.mock.scales import SCALES, Scale, convert_temperature
from toolkiln.models.mock.temperature import temperature
from toolkiln.models.mock.text import text_intents
from toolkiln.models.mock.workflow import workflow_step_plan
from toolkiln.models.planner import PlanAnswer, PlanRequest
from toolkiln.models.planner.plan import MAX_STEPS, Plan, Step
from toolkiln.models.planner.replan import is_replan
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.vocab import Outcome

__all__ = ["MockPlanner", "SCALES", "Scale", "convert_temperature", "extract_numbers", "extract_quotes"]


def _network(msg: Message, request: PlanRequest) -> Plan | Found | None:
    url = next(web_addresses(msg.masked), None)
    if not url:
        return None
    address = url.group().rstrip(".,;:!?)")
    if not request.policy.capability_enabled("fetch"):
        capability = request.policy.capabilities.get("fetch")
        refusal = capability.refusal if capability else "tools may not reach the network"
        return Plan(
            outcome=Outcome.REFUSE,
            refusal=refusal,
            reasoning=f"the task needs the page at {address}, and fetching it needs the 'fetch' capability",
        )
    return Found(
        url.start(),
        [
            Draft(
                "fetch_page_title",
                "Fetches a web page with the fetch capability and extracts its <title> and first <h1> as plain text. "
                'Takes url (str); returns {"url": str, "status": int, "title": str | None, "h1": str | None}.',
                {"url": address},
                'bool(result["title"] or result["h1"])',
            )
        ],
        "read a web page",
    )


def _fit_params(draft: Draft, tools: dict[str, ToolInfo]) -> None:
    """Rename params to an existing tool's, in order, when it takes as many under other names."""
    known = tools.get(draft.tool)
    if known is None:
        return
    names = [name for name, _ in known.params]
    if set(names) != set(draft.params) and len(names) == len(draft.params):
        draft.params = dict(zip(names, draft.params.values(), strict=False))


def _resolve_previous(value, previous: str | None):
    """``previous.KEY`` in a ``$ref`` (or ``{previous.KEY}`` in a ``$template``) made the previous step's id."""
    if not isinstance(value, dict) or not previous:
        return value
    ref = value.get("$ref", "")
    if isinstance(ref, str) and ref.startswith("previous."):
        return {"$ref": previous + ref[len("previous") :]}
    template = value.get("$template")
    if isinstance(template, str):
        return {"$template": template.replace("{previous.", "{" + previous + ".")}
    return value


def _to_steps(found: list[Found], tools: list[ToolInfo], answer: list[str], german: bool) -> list[Step]:
    """The steps, in the order of the message; each step's sentence of the answer goes to ``answer``."""
    by_name = {t.name: t for t in tools}
    steps: list[Step] = []
    for item in sorted(found, key=lambda f: f.position):
        previous: str | None = None
        for draft in item.drafts:
            if len(steps) == MAX_STEPS:
                return steps
            step_id = f"s{len(steps) + 1}"
            draft.params = {k: _resolve_previous(v, previous) for k, v in draft.params.items()}
            _fit_params(draft, by_name)
            steps.append(Step(step_id, draft.tool, draft.description, draft.params, draft.check))
            sentence = step_answer(draft.tool, draft.params, step_id, german)
            if sentence:
                answer.append(sentence)
            previous = step_id
    return steps


_NO_MATCH = (
    "the mock planner matched no keyword it knows (temperatures, word counts, slugs, reversed text, "
    "text statistics, arithmetic, dates, BMI, web pages); it plans nothing. "
    "A model planner (--planner anthropic:MODEL) understands free text."
)


_NO_REPLAN = "the mock planner does not plan again after a failed step; the turn ends as it stands"


class MockPlanner:
    """Keyword-based planner for English and German; ignores the history (see the module docstring)."""

    name = "mock"

    def plan(self, request: PlanRequest) -> PlanAnswer:
        return PlanAnswer(plan=self._plan(request).validate())

    def _plan(self, request: PlanRequest) -> Plan:
        if not request.message.strip():
            return Plan(outcome=Outcome.PLAN, reasoning="the message is empty; there is nothing to plan")
        if is_replan(request.message):
            return Plan(outcome=Outcome.PLAN, reasoning=_NO_REPLAN)
        delegated = delegation_plan(request)
        if delegated is not None:
            return delegated
        marked = workflow_step_plan(request)
        if marked is not None:
            return marked
        msg = Message.read(request.message)
        findings = Findings()
        network = _network(msg, request)
        if isinstance(network, Plan):
            return network
        if network is not None:
            findings.found.append(network)
        for intent in (text_intents, date_difference, temperature, bmi, number_statistics):
            intent(msg, findings)
        if findings.question is not None:
            return findings.question
        if not findings.found and not findings.notes:
            arithmetic(msg, findings)
        answer: list[str] = []
        steps = _to_steps(findings.found, request.tools, answer, msg.german)
        if not steps:
            reasoning = "; ".join(findings.notes) if findings.notes else _NO_MATCH
            return Plan(outcome=Outcome.PLAN, reasoning=reasoning)
        reasons = [f.reason for f in sorted(findings.found, key=lambda f: f.position)]
        reasoning = "keyword match (the mock planner ignores the history): " + "; ".join(reasons)
        if findings.notes:
            reasoning += "; not planned: " + "; ".join(findings.notes)
        return Plan(outcome=Outcome.PLAN, reasoning=reasoning, steps=steps, answer=" ".join(answer) or None)
