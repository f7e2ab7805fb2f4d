#include "notation/parser.h"
