// The one translation unit that compiles Boost.Asio and Boost.Beast for the whole project.
#include <boost/asio/impl/src.hpp>
#include <boost/beast/src.hpp>
