#pragma once
// Asio names used across the server: executors, strands, timers, thread pools, addresses. HTTP and
// WebSocket are the edge's alone (net/beast.hpp). Asio is compiled once, in boost_impl.cpp
// (BOOST_ASIO_SEPARATE_COMPILATION).
#include <boost/asio.hpp>

namespace petteia::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using error_code = boost::system::error_code;

}  // namespace petteia::server
