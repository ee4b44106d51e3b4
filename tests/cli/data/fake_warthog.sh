#!/bin/sh
# A stand-in for Warthog's driver (warthog-jps) in the tests of
# `fixpath bench --warthog`: it prints the driver's header and a row for each
# query of --scen in the driver's columns, with query k's search taking
# (k + 1) microseconds, 7 expansions and the scenario's optimal cost.
alg=""; scen=""
while [ $# -gt 0 ]; do
  case "$1" in
    --alg) alg="$2"; shift 2 ;;
    --scen) scen="$2"; shift 2 ;;
    --map) shift 2 ;;
    *) echo "fake_warthog: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$alg" ] && [ -r "$scen" ] || exit 2
echo "mapfile=from the scenarios"
printf 'id\talg\texpanded\tgenerated\treopen\tsurplus\theapops\tnanos\tplen\tpcost\tscost\tmap\n'
awk -v alg="$alg" 'NR > 1 { k = NR - 2; printf "%d\t%s\t7\t9\t0\t0\t9\t%d\t5\t%s\t%s\t%s\n", k, alg, (k + 1) * 1000, $9, $9, $2 }' "$scen"
echo "done. total memory: 1"
