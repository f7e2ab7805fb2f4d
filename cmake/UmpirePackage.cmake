# The Debian package (CPack's DEB generator): `scripts/package` builds it as
# build/umpire_<version>_amd64.deb. Everything `cmake --install` installs goes in, under /usr.
# Included by packaging/CMakeLists.txt, after UMPIRE_MAINTAINER and UMPIRE_HOMEPAGE are set.

# Run-time packages no linked library names (QML modules, Qt's plugins): the one list that
# scripts/bootstrap also reads.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/runtime-packages runtime_lines ENCODING UTF-8)
set(runtime_packages "")
foreach(line IN LISTS runtime_lines)
    string(REGEX REPLACE "#.*" "" line "${line}")
    string(STRIP "${line}" line)
    if(NOT line STREQUAL "")
        list(APPEND runtime_packages ${line})
    endif()
endforeach()
list(JOIN runtime_packages ", " runtime_depends)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME umpire)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Umpire maintainers")
set(CPACK_PACKAGE_CONTACT "${UMPIRE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR})  # build/umpire_<version>_amd64.deb, as README says
# The RelWithDebInfo build carries debug information; a package ships stripped programs.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # umpire_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${UMPIRE_MAINTAINER}")
# Not "games": Debian keeps that section's programs in /usr/games, and Umpire is a tool that
# checks games rather than one to play (the menu entry still files it under Game;BoardGame).
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${UMPIRE_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${runtime_depends}")
# Debian's description: the synopsis line, then the extended text (CPack indents it).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "replay board games and check every move against the rules")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Umpire opens a recorded board game (a .ugr file), replays it move by move on
a drawing of the board, and checks every move against the rules, citing the
rule each problem breaks. It knows War of the Worlds: The New Wave, Space Wars,
War of Civilizations and Wings of Glory: Tripods & Triplanes.
.
Beside the replayer sit a card compendium and a rules reference, searchable
in English and Russian. The umpire-cli command checks records, lists legal
moves and searches the compendium from scripts.")
# dpkg-shlibdeps and lintian want a clean /usr tree with root-owned files.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
