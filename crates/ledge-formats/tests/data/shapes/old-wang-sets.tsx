<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.2" tiledversion="1.2.4" name="terrain" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <image source="terrain.png" width="32" height="16"/>
 <wangsets>
  <wangset name="Ground" tile="-1">
   <wangcornercolor name="" color="#ff0000" tile="-1" probability="1"/>
   <wangedgecolor name="" color="#00ff00" tile="-1" probability="1"/>
   <wangtile tileid="0" wangid="0x10101010"/>
  </wangset>
 </wangsets>
</tileset>
