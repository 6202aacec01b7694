#pragma once
// Boost.Beast names used at the network edge: HTTP and WebSocket. Asio and Beast are compiled
// once, in common/boost_impl.cpp (BOOST_ASIO_SEPARATE_COMPILATION / BOOST_BEAST_SEPARATE_COMPILATION).
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "server/common/asio.hpp"

namespace petteia::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

}  // namespace petteia::server
