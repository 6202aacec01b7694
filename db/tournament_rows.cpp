// A tournament's games in the games' store (issue 39): made in the transaction that stores them as
// the tournament's, so that a director that dies after pairing leaves the pairing whole or not at
// all, and two directors (two nodes that believed they directed it for a moment) cannot both pair a
// round, nor both pair a player in an arena.
#include <algorithm>
#include <span>

#include "db/game_statements.hpp"
#include "db/game_store.hpp"
#include "db/stored_tournament.hpp"

namespace petteia::db {

namespace {

bool found(Statement& query, std::string_view tournament, std::int64_t account) {
    InUse use(query);
    use->bind(1, tournament);
    use->bind(2, account);
    return use->step();
}

}  // namespace

void GameStore::pair_in_tournament(const TournamentPairing& pairing, std::span<const Unit> units) {
    const std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    const std::string& id = pairing.tournament_id;
    {
        InUse take(c.take_tournament_round);
        take->bind(1, id);
        take->bind(2, std::int64_t{pairing.round});
        take->bind(3, pairing.now_ms);
        take->bind(4, pairing.next_round_at_ms);
        take->step();
        if (c.database.changes() != 1)
            throw PairingRefused("tournament " + id + " cannot pair round " + std::to_string(pairing.round) +
                                 ": it is not running, or that round is not the next one");
    }
    std::vector<std::int64_t> paired;
    for (const TournamentPairing::Game& game : pairing.games) {
        for (const std::int64_t account : {game.first_account, game.second_account}) {
            if (std::find(paired.begin(), paired.end(), account) != paired.end())
                throw PairingRefused("account " + std::to_string(account) + " is paired twice");
            paired.push_back(account);
            if (!found(c.select_tournament_player, id, account))
                throw PairingRefused("account " + std::to_string(account) + " is not playing in tournament " + id);
            if (pairing.round == 0 && found(c.select_busy_in_tournament, id, account))
                throw PairingRefused("account " + std::to_string(account) + " is in a game of tournament " + id);
        }
    }
    // Each unit makes one of the pairing's games, which says it is the tournament's (a director's slip
    // would otherwise store a game the standings never see, or one that ignores the tournament's rules).
    if (units.size() != pairing.games.size()) throw DatabaseError("a tournament's pairing makes one unit a game");
    for (std::size_t i = 0; i < units.size(); ++i) {
        const auto created = std::find_if(units[i].begin(), units[i].end(), [](const GameWrite& write) {
            return std::holds_alternative<writes::CreateGame>(write.change);
        });
        if (created == units[i].end() || created->game_id != pairing.games[i].game_id ||
            std::get<writes::CreateGame>(created->change).game.tournament_id != id)
            throw DatabaseError("the units of tournament " + id + "'s pairing do not make its games, in order");
    }
    for (const Unit& unit : units) apply(unit);
    for (const TournamentPairing::Game& game : pairing.games) {
        InUse insert(c.insert_tournament_game);
        insert->bind(1, id);
        insert->bind(2, game.game_id);
        insert->bind(3, std::int64_t{pairing.round});
        insert->bind(4, game.first_account);
        insert->bind(5, game.second_account);
        insert->bind(6, pairing.now_ms);
        insert->step();
    }
    if (pairing.bye) {
        if (std::find(paired.begin(), paired.end(), *pairing.bye) != paired.end())
            throw PairingRefused("account " + std::to_string(*pairing.bye) + " is paired and has the bye");
        InUse insert(c.insert_tournament_bye);
        insert->bind(1, id);
        insert->bind(2, std::int64_t{pairing.round});
        insert->bind(3, *pairing.bye);
        insert->step();
    }
    transaction.commit();
}

}  // namespace petteia::db
