#pragma once
// Clubs and classes (issue 39; protocol/README.md, "HTTP: clubs and classes"), signed in only:
//   GET  /api/clubs                                     the clubs and classes one is in
//   POST /api/clubs                                     make a club or a class
//   GET  /api/clubs/<id>[?key=K]                        a member's page: members, events, games; a visitor
//                                                       with a club's link (its key) sees its name only
//   POST /api/clubs/<id>/join    {"key":…}              join a club by its link (never a class)
//   POST /api/clubs/<id>/leave                          leave it (never its organiser, never a pupil)
//   POST /api/clubs/<id>/key                            its organiser gives it a new link (the old one stops)
//   GET  /api/clubs/<id>/pupils                         the teacher's: each pupil, protected or not, solved
//   POST /api/clubs/<id>/pupils  {"names":[…]}          the teacher makes pupil accounts: the card
//   GET  /api/clubs/<id>/pupils/<name>                  the teacher's: that pupil's exercises and games
//   POST /api/clubs/<id>/pupils/<name>/reset            the teacher gives that pupil a new first password
//   POST /api/clubs/<id>/pupils/<name>/protected        the teacher turns protected mode on or off
// Whatever a reader may not see is "no such club" (404), whether it exists or not: a stranger learns
// nothing of a class from its id. A teacher acts only on the pupils of the class named, and only if it
// is theirs. Answered on the password threads when a password is made (making pupils, a reset), on
// the blocking threads otherwise; any node answers (the store).
#include <string>
#include <string_view>

#include "server/net/api_routes.hpp"

namespace petteia::server {

bool is_club_route(std::string_view path);
// Whether the request makes passwords (Argon2): the caller runs it on the password threads.
bool makes_passwords(const HttpRequest& request, std::string_view path);

http::response<http::string_body> answer_club_route(const HttpRequest& request, std::string_view path, ServerContext& context,
                                                    const std::string& address);

}  // namespace petteia::server
