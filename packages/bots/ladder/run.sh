#!/usr/bin/env bash
# The ladder: every figure of the bots README's "Levels" table, with the seed each was chosen to run on before
# any was run. One JSON line per figure: its id, the command, and each bot's seats, wins and 95% interval (for
# The Trial, the good team's too). Usage: run.sh [FILTER] (a grep pattern on the ids); GAMES=400 and
# WORKERS=2 by default. Time budgets are wall-clock: run it on a quiet machine.
# Each figure's games go to games/<id>.jsonl as they end (a simulate checkpoint): a figure of hours can be
# stopped and run again later, and plays only the games its file lacks; its JSON line comes when all are done.
set -euo pipefail
cd "$(dirname "$0")/../../.."
games=${GAMES:-400}
workers=${WORKERS:-2}
filter=${1:-.}

# id | game | players | bots, seated in rotation. The Trial's "good" figures seat one bot everywhere and read the
# good team's rate; trial-reason-good reasons in good seats only and plays `trial` in bad ones.
figures='
tribunal.greedy-random        | tribunal-1920 | 2  | greedy,random
tribunal.100ms-greedy         | tribunal-1920 | 2  | mcts:100ms,greedy
tribunal.1s-greedy            | tribunal-1920 | 2  | mcts:1s,greedy
tribunal.1s-100ms             | tribunal-1920 | 2  | mcts:1s,mcts:100ms
lawyer-up.greedy-random       | lawyer-up     | 2  | greedy,random
lawyer-up.100ms-greedy        | lawyer-up     | 2  | mcts:100ms,greedy
lawyer-up.1s-greedy           | lawyer-up     | 2  | mcts:1s,greedy
lawyer-up.1s-100ms            | lawyer-up     | 2  | mcts:1s,mcts:100ms
gavel2.greedy-random          | gavel         | 2  | greedy,random
gavel2.100ms-greedy           | gavel         | 2  | mcts:100ms,greedy
gavel2.1s-greedy              | gavel         | 2  | mcts:1s,greedy
gavel4.greedy-random          | gavel         | 4  | greedy,random,random,random
gavel4.100ms-greedy           | gavel         | 4  | mcts:100ms,greedy,greedy,greedy
gavel4.1s-greedy              | gavel         | 4  | mcts:1s,greedy,greedy,greedy
trial5.good.trial             | the-trial     | 5  | trial
trial5.good.reason-good       | the-trial     | 5  | trial-reason-good
trial5.good.reason            | the-trial     | 5  | trial-reason
trial7.good.trial             | the-trial     | 7  | trial
trial7.good.reason-good       | the-trial     | 7  | trial-reason-good
trial7.good.reason            | the-trial     | 7  | trial-reason
trial10.good.trial            | the-trial     | 10 | trial
trial10.good.reason-good      | the-trial     | 10 | trial-reason-good
trial10.good.reason           | the-trial     | 10 | trial-reason
trial5.reason-trial           | the-trial     | 5  | trial-reason,trial,trial,trial,trial
trial7.reason-trial           | the-trial     | 7  | trial-reason,trial,trial,trial,trial,trial,trial
trial10.reason-trial          | the-trial     | 10 | trial-reason,trial,trial,trial,trial,trial,trial,trial,trial,trial
trial5.trial-random           | the-trial     | 5  | trial,random,random,random,random
trial5.100ms-trial            | the-trial     | 5  | mcts:100ms,trial,trial,trial,trial
trial5.1s-trial               | the-trial     | 5  | mcts:1s,trial,trial,trial,trial
trial7.trial-random           | the-trial     | 7  | trial,random,random,random,random,random,random
trial7.100ms-trial            | the-trial     | 7  | mcts:100ms,trial,trial,trial,trial,trial,trial
trial7.1s-trial               | the-trial     | 7  | mcts:1s,trial,trial,trial,trial,trial,trial
trial10.trial-random          | the-trial     | 10 | trial,random,random,random,random,random,random,random,random,random
trial10.100ms-trial           | the-trial     | 10 | mcts:100ms,trial,trial,trial,trial,trial,trial,trial,trial,trial
trial10.1s-trial              | the-trial     | 10 | mcts:1s,trial,trial,trial,trial,trial,trial,trial,trial,trial
'

while IFS='|' read -r id game players bots; do
  id=$(echo "$id" | xargs)
  [ -z "$id" ] && continue
  echo "$id" | grep -qE "$filter" || continue
  game=$(echo "$game" | xargs); players=$(echo "$players" | xargs); bots=$(echo "$bots" | xargs)
  seed="ladder/$id"
  cmd="docket simulate $game --players $players --games $games --bots $bots --rotate --workers $workers --seed $seed"
  mkdir -p packages/bots/ladder/games
  node packages/cli/bin/docket.js simulate "$game" --players "$players" --games "$games" --bots "$bots" \
    --rotate --workers "$workers" --seed "$seed" --checkpoint "packages/bots/ladder/games/$id.jsonl" --json |
    jq -c --arg id "$id" --arg cmd "$cmd" \
      '{id: $id, command: $cmd, games: .completed, bots: [.winsByBot[] | {bot, games, wins, rate, ci}], teams: .winsByTeam}'
done <<< "$figures"
