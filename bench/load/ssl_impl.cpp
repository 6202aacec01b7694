// Asio's TLS (over OpenSSL), compiled once for the load client: petteia_net compiles the rest of
// Asio and Beast separately (BOOST_ASIO_SEPARATE_COMPILATION), but not its ssl part.
#include <boost/asio/ssl/impl/src.hpp>
